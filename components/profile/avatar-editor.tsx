'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { useProfileActions } from '@/lib/hooks/use-profile';

/**
 * The user's photo (docs/product.md §10 "The profile"): the shared image field (type and size
 * checked in the browser, the chosen file previewed before saving), saved with its own button;
 * the saved one deleted after a confirmation. The top bar shows the change at once (the user is
 * read again).
 */
export function AvatarEditor({ name, avatar }: { name: string; avatar: string | null }) {
  const t = useTranslations('profile.avatar');
  const tc = useTranslations('profile.actions');
  const fieldError = useFieldErrorText();
  const alerts = useAlerts();
  const { uploadAvatar, deleteAvatar } = useProfileActions();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const save = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      await uploadAvatar(file);
      setFile(null);
      alerts.show({ type: 'success', message: t('saved') });
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
      alerts.show({ type: 'success', message: t('deleted') });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <div className="space-y-3" data-testid="avatar-editor">
      <ImageUploadField
        id="avatar"
        texts={{
          label: t('label'),
          hint: t('hint'),
          choose: t('choose'),
          chooseOther: t('chooseOther'),
          none: t('none'),
          current: t('currentAlt', { name }),
          preview: t('previewAlt'),
          previewNote: t('previewNote'),
          discard: t('discard'),
          remove: t('delete'),
        }}
        savedSrc={avatar}
        file={file}
        onFile={(chosen) => {
          setFailure(null);
          setFile(chosen);
        }}
        onRemove={() => setConfirming(true)}
        translate={(key) => fieldError(key) ?? key}
        disabled={busy}
      />
      <ApiErrorAlert error={failure} />
      {file ? (
        <Button onClick={() => void save()} loading={busy}>
          {t('save')}
        </Button>
      ) : null}
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
