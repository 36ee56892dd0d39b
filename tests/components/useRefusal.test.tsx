import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/http';
import { useRefusal } from '../../src/components/useRefusal';
import { renderWithProviders } from '../support/render';

function Shown({ error, ns }: { error: ApiError | null; ns?: string }) {
  const refusal = useRefusal(ns);
  const shown = refusal(error);
  return <p>{shown === null ? 'nothing' : `${shown.message} (${String(shown.code ?? '-')})`}</p>;
}

describe('useRefusal', () => {
  it('words a known code in the interface language and keeps the code', async () => {
    await renderWithProviders(<Shown error={{ message: '此門號尚未綁定', code: 'NOT_BOUND' }} />, {
      language: 'th',
    });
    expect(screen.getByText('หมายเลขนี้ยังไม่ได้ผูก (NOT_BOUND)')).toBeVisible();
  });

  it("shows the carrier's message for an unknown code or none, and nothing for no error", async () => {
    const { rerender } = await renderWithProviders(
      <Shown error={{ message: '系統忙碌中', code: 'SOMETHING_ELSE' }} />,
    );
    expect(screen.getByText('系統忙碌中 (SOMETHING_ELSE)')).toBeVisible();
    rerender(<Shown error={{ message: '系統忙碌中' }} />);
    expect(screen.getByText('系統忙碌中 (-)')).toBeVisible();
    rerender(<Shown error={null} />);
    expect(screen.getByText('nothing')).toBeVisible();
  });

  it("prefers the screen's own namespace, then the shared texts", async () => {
    const { rerender } = await renderWithProviders(
      <Shown ns="devices" error={{ message: '驗證碼錯誤', code: 'CODE_WRONG' }} />,
    );
    expect(screen.getByText('The code is wrong. Please try again. (CODE_WRONG)')).toBeVisible();
    rerender(<Shown ns="devices" error={{ message: '?', code: 'NO_SUCH_CODE' }} />);
    expect(screen.getByText('? (NO_SUCH_CODE)')).toBeVisible();
  });
});
