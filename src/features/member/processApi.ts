import type { ApplicationProcess } from '../../api/dashboard';
import { getInstallProcessNoLogin } from '../../api/fixedLine';
import { portalApi } from '../../state/portalApi';

/**
 * The no-login installation lookup (FixedLine/InstallProcessNoLogin): a mutation, since each
 * lookup spends its captcha and cannot be asked again as it was.
 */
const processApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    lookUpInstallProcess: build.mutation<
      ApplicationProcess[],
      { deviceNo: string; pid: string; captcha: string; code: string }
    >({
      queryFn: (params) => getInstallProcessNoLogin(params),
    }),
  }),
});

export const { useLookUpInstallProcessMutation } = processApi;
