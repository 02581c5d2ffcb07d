import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateQrCodeBody,
  QR_DOWNLOAD_SIZE,
  type QrCode,
  type QrFormat,
  qrFileName,
  qrImageUrl,
  type UpdateQrCodeBody,
} from '../../../common/qr-codes.ts';
import { api } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { qrCodeKeys } from './query-keys.ts';

/** Everyone's list: visitors get the portal and discount codes, admins every code. */
export function useQrCodes() {
  return useQuery({ queryKey: qrCodeKeys.all, queryFn: () => api.get<QrCode[]>('/api/qr-codes') });
}

export function useCreateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQrCodeBody) => api.post<QrCode>('/api/qr-codes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodeKeys.all }),
  });
}

export function useUpdateQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateQrCodeBody & { id: number }) =>
      api.patch<QrCode>(`/api/qr-codes/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodeKeys.all }),
  });
}

export function useDeleteQrCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/qr-codes/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qrCodeKeys.all }),
  });
}

/** Saves the 400 px image our server draws, named as the spec says. */
export async function downloadQrCode(code: QrCode, format: QrFormat): Promise<void> {
  try {
    const res = await fetch(qrImageUrl(code.id, format, QR_DOWNLOAD_SIZE, true), { credentials: 'include' });
    if (!res.ok) throw new Error(`${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = qrFileName(code.name, format);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    notifySuccess('Download Started', `${qrFileName(code.name, format)} is downloading.`);
  } catch {
    notifyError('Download Failed', 'Failed to download QR code. Please try again.');
  }
}

export async function copyQrData(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess('Copied', 'QR code data copied to clipboard.');
  } catch {
    notifyError('Copy Failed', 'Failed to copy to clipboard.');
  }
}

/** A discount code shares as a link to the menu that fills the code in at checkout. */
function shareLink(code: QrCode, bare: string): string {
  return `${window.location.origin}/menu?code=${encodeURIComponent(bare || code.data)}`;
}

/** The Web Share API where the device has it (phones), otherwise the link is copied. */
export async function shareQrCode(code: QrCode, bare: string): Promise<void> {
  const url = shareLink(code, bare);
  const text = `${code.name}: use code ${bare} on your catering order.`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: code.name, text, url });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyQrData(url);
}
