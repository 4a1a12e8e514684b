// @scoreline/ui/admin: what the admin tools share (the one admin session and its gate, form fields,
// notices and the actions that set them, and their stylesheet of forms, lists, tables and the
// modal). A separate entry so the public pages do not carry it.
import '../styles.css';
import './admin.css';

export { AdminGate } from './admin-gate.tsx';
export type { AdminGateLabels, AdminGateProps } from './admin-gate.tsx';
export {
  INCORRECT_PASSWORD,
  SESSION_EXPIRED,
  lockedOutMessage,
  useAdminSession,
} from './use-admin-session.ts';
export type { AdminSession, AdminSessionControl, AdminSessionOptions, LoginResult } from './use-admin-session.ts';
export { endAdminSession, keepAdminSession, readAdminSession, tokenExpiry } from './admin-session-store.ts';
export type { AdminSessionRecord, StoredAdminSession } from './admin-session-store.ts';
export { NumberField, RadioChoice, TextField } from './form-fields.tsx';
export type { NumberFieldProps, RadioChoiceProps, TextFieldProps } from './form-fields.tsx';
export { NameAndDescriptionFields, useNamedDraft } from './named-draft.tsx';
export type { NamedDraft, NamedDraftFields } from './named-draft.tsx';
export { Modal } from './modal.tsx';
export type { ModalProps } from './modal.tsx';
export { Notice } from './notice.tsx';
export { loadTogether } from './load-together.ts';
export type { LoadedTogether } from './load-together.ts';
export { useAdminActions, useAdminTool } from './use-admin-actions.ts';
export type { AdminActions, AdminActionsOptions, AdminToolOptions } from './use-admin-actions.ts';
export type { NoticeMessage } from './notice.tsx';
