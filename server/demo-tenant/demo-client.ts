// The demo tenant's one API client. Its secret has the form the API family's official SDK takes,
// `secret-token:conductorone.com:v1:<standard base64 of an Ed25519 private JWK>`, so `npm start`
// exercises the private_key_jwt exchange exactly as a real tenant would, and the SDK (or a script
// built on it) works against `npm run demo-tenant` as it is. It guards demo data only.
export const DEMO_CLIENT_ID = 'demo-console-client';
export const DEMO_CLIENT_SECRET =
  'secret-token:conductorone.com:v1:eyJrdHkiOiJPS1AiLCJjcnYiOiJFZDI1NTE5IiwiYWxnIjoiRWREU0EiLCJ4IjoiaV9uNGJGWm9EVE1Vb2RGZWFDNktzVG9xYXRyVWlQbDN4dFhLR1BscnpRayIsImQiOiIzTVJDMGVCbkU1eGNEejgyV3hmSTh4Y3BURjNpZW9heTVmX0dNbGpGczlFIn0=';
/** A plain secret the demo tenant accepts too, for trying the `client_secret` form. */
export const DEMO_PLAIN_CLIENT_SECRET = 'demo-plain-secret-not-for-production';
