// The demo tenant's one API client. Its secret is of the `v1` key form, so `npm start` exercises
// the private_key_jwt exchange exactly as a real tenant would. It guards demo data only.
export const DEMO_CLIENT_ID = 'demo-console-client';
export const DEMO_CLIENT_SECRET =
  'demo:127.0.0.1:v1:eyJjcnYiOiJFZDI1NTE5IiwiZCI6IjNNUkMwZUJuRTV4Y0R6ODJXeGZJOHhjcFRGM2llb2F5NWZfR01sakZzOUUiLCJ4IjoiaV9uNGJGWm9EVE1Vb2RGZWFDNktzVG9xYXRyVWlQbDN4dFhLR1BscnpRayIsImt0eSI6Ik9LUCJ9';
/** A plain secret the demo tenant accepts too, for trying the `client_secret` form. */
export const DEMO_PLAIN_CLIENT_SECRET = 'demo-plain-secret-not-for-production';
