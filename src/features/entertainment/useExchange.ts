import { useRef, useState } from 'react';
import type { ApiError } from '../../api/http';
import type { HamiProduct, ProductExchanged } from '../../api/entertainment';
import { useRefusal } from '../../components/useRefusal';
import { useExchangeProductMutation } from './entertainmentApi';

/**
 * One exchange at a time: the product asked about, the refusal in the customer's words, and the
 * last exchange made. A second click while one runs does nothing (one exchange per confirmation).
 */
export function useExchange() {
  const refusal = useRefusal('entertainment');
  const [exchange, exchanging] = useExchangeProductMutation();
  const running = useRef(false);
  const [asking, setAsking] = useState<HamiProduct | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState<ProductExchanged | null>(null);

  function ask(product: HamiProduct) {
    setAsking(product);
    setFailure(null);
  }

  function keep() {
    setAsking(null);
    setFailure(null);
  }

  async function confirm() {
    if (!asking || running.current) return;
    running.current = true;
    setFailure(null);
    const result = await exchange(asking.id);
    running.current = false;
    if ('error' in result) {
      setFailure(refusal.of(result.error));
      return;
    }
    setAsking(null);
    setDone(result.data);
  }

  return { asking, failure, done, busy: exchanging.isLoading, ask, keep, confirm };
}

export type Exchange = ReturnType<typeof useExchange>;
