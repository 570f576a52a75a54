// The bench builds its route list from the console's own router (bench/routes.ts), whose shell
// imports CSS modules that Node cannot load. Only paths are needed there, so a stylesheet loads as
// an empty module. Registered by `npm run bench` (`tsx --import`).
import { register } from 'node:module';

const hooks = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: 'export default {};', shortCircuit: true } : next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
