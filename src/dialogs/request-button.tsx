import { dialogIds } from './dialog-ids';
import { OpenDialogButton } from './open-dialog-button';

/** A request of its own kind, started in the form: a rental, an agreement, a loss assigned. */
export interface StartedRequest {
  label: string;
  emergencyType: string;
  text: string;
}

/**
 * Opens the contact form with the request started (the form loader fills the type and the
 * description, which the visitor can change).
 */
export function RequestButton({
  request,
  className,
}: {
  request: StartedRequest;
  className?: string;
}) {
  return (
    <OpenDialogButton
      dialog={dialogIds.contact}
      {...(className ? { className } : {})}
      data-request-type={request.emergencyType}
      data-request-text={request.text}
    >
      {request.label}
    </OpenDialogButton>
  );
}
