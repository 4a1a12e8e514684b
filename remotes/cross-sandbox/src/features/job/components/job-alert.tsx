/** The dashboard's error line (useJobAlert), nothing while there is none. */
export function JobAlert({ message }: { readonly message: string | undefined }) {
  return message ? <p role="alert" className="sl-notice sl-notice--error">{message}</p> : null;
}
