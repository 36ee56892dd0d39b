import { useCallback } from 'react';
import { clientActions } from '../../state/client';
import { useAppDispatch } from '../../state/hooks';
import type { ToastType } from '../../state/types';

/** Shows the shell's toast (2.5 s); `goBack` navigates back once it hides. */
export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (message: string, options: { type?: ToastType; goBack?: boolean } = {}) => {
      dispatch(clientActions.toastShown({ message, ...options }));
    },
    [dispatch],
  );
}
