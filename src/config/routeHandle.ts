export interface RouteHandle {
  routeKey: string;
  domain: string;
}
