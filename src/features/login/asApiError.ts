export { asApiError } from '../../state/portalApi';
