import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { clientActions } from '../state/client';
import { useAppDispatch } from '../state/hooks';

export type DeviceLinkProps = ComponentProps<typeof Link> & {
  /** The number the page behind the link is about: it becomes the current number on the way. */
  deviceNo: string;
};

/**
 * A link to a per-number page (bill, usage) from a list of numbers: following it makes `deviceNo`
 * the current number first, so the page opens on the number the customer chose, not on the one
 * selected before. Everything else is a router `Link`.
 */
export function DeviceLink({ deviceNo, onClick, ...props }: DeviceLinkProps) {
  const dispatch = useAppDispatch();
  return (
    <Link
      {...props}
      onClick={(event) => {
        dispatch(clientActions.deviceSelected(deviceNo));
        onClick?.(event);
      }}
    />
  );
}
