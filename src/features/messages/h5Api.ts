import { getH5Info, type H5Info } from '../../api/contract';
import { portalApi } from '../../state/portalApi';

/**
 * The companion partner's page (Contract/H5Info). Keyed by the member token, so that one
 * session's one-time token never answers for another's; each fetch gives a fresh token.
 */
export const h5Api = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getH5Info: build.query<H5Info, { clientKey: string; token: string }>({
      queryFn: ({ clientKey }) => getH5Info({ clientKey }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetH5InfoQuery } = h5Api;
