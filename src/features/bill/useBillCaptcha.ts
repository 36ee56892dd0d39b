import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/http';
import { getLoginChallenge, type LoginChallenge } from '../../api/member';

export interface BillCaptcha {
  challenge: LoginChallenge | null;
  loading: boolean;
  error: ApiError | null;
  /** A new picture; the old challenge cannot be used again. */
  refresh: () => void;
}

/**
 * A captcha challenge (CHTMember/AuthTokenWithCaptcha) for paying: the picture to read, and the
 * challenge that Bill/Payment sends in its `captcha` header. Fetched on mount.
 */
export function useBillCaptcha(): BillCaptcha {
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef(0);

  const fetchChallenge = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    void getLoginChallenge().then((outcome) => {
      if (request !== latest.current) return;
      setLoading(false);
      if ('error' in outcome) {
        setChallenge(null);
        setError(outcome.error);
      } else {
        setChallenge(outcome.data);
      }
    });
  }, []);

  const refresh = useCallback(() => {
    setLoading(true);
    setError(null);
    fetchChallenge();
  }, [fetchChallenge]);

  useEffect(() => {
    fetchChallenge();
    return () => {
      latest.current += 1;
    };
  }, [fetchChallenge]);

  return { challenge, loading, error, refresh };
}
