import { Button } from './button';

/** An edit form's Cancel and Save (the order's agency edit, a ticket order's passengers): Save busy while the form submits. */
export function FormActions({
  cancelLabel,
  saveLabel,
  onCancel,
  submitting,
}: {
  cancelLabel: string;
  saveLabel: string;
  onCancel: () => void;
  submitting: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting} className="sm:min-w-40">
        {saveLabel}
      </Button>
    </div>
  );
}
