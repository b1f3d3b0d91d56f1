export { buildRoutes } from './build-routes'
