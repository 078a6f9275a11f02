'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UserAvatar } from '@/components/layout/user-avatar';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/forms/image-file';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useProfileActions } from '@/lib/hooks/use-profile';

/**
 * The user's photo (docs/product.md §10 "The profile"): pick a file, see it before saving, save or
 * drop the choice; delete the saved one after a confirmation. The type and size are checked here
 * before anything is sent; the top bar shows the change at once (the user is read again).
 */
export function AvatarEditor({ name, avatar }: { name: string; avatar: string | null }) {
  const t = useTranslations('profile.avatar');
  const tc = useTranslations('profile.actions');
  const done = useTranslations('alerts.success');
  const alerts = useAlerts();
  const { uploadAvatar, deleteAvatar } = useProfileActions();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // The preview's object URL lives as long as its file is the chosen one.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const choose = (picked: File | undefined) => {
    setFailure(null);
    if (!picked) return clear();
    const found = imageFileProblem(picked);
    if (found) {
      clear();
      setProblem(t(found === 'type' ? 'wrongType' : 'tooLarge'));
      return;
    }
    setProblem(null);
    setChosen({ file: picked, preview: URL.createObjectURL(picked) });
  };

  const save = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      await uploadAvatar(file);
      clear();
      alerts.show({ type: 'success', message: done('recordUpdated') });
    } catch (error) {
      // The chosen file stays chosen: nothing is lost on a failed save.
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setFailure(null);
    try {
      await deleteAvatar();
      alerts.show({ type: 'success', message: done('recordDeleted') });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" data-testid="avatar-editor">
      <div className="flex flex-col items-center gap-1">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the chosen file
          <img src={preview} alt={t('previewAlt')} data-testid="avatar-preview" className="size-24 rounded-full object-cover ring-2 ring-brand" />
        ) : avatar ? (
          // eslint-disable-next-line @next/next/no-img-element -- the saved photo, from the backend through the BFF
          <img src={avatar} alt={t('currentAlt', { name })} data-testid="avatar-current" className="size-24 rounded-full object-cover ring-2 ring-white" />
        ) : (
          <span className="inline-flex size-24 items-center justify-center">
            <UserAvatar src={null} alt={t('none')} size="lg" />
          </span>
        )}
        {preview ? <span className="text-xs font-medium text-brand-ink">{t('previewNote')}</span> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {t('label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? errorId : `${inputId}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
        />
        {problem ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className="text-xs text-slate-500">
            {t('hint')}
          </p>
        )}
        <ApiErrorAlert error={failure} />
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button onClick={() => void save()} loading={busy}>
                {t('save')}
              </Button>
              <Button variant="secondary" onClick={clear} disabled={busy}>
                {tc('cancel')}
              </Button>
            </>
          ) : null}
          {!file && avatar ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={tc('cancel')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
        testId="avatar-delete-dialog"
      />
    </div>
  );
}
