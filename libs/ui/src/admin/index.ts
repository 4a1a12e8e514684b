// @scoreline/ui/admin: what the admin tools share (the JWT gate, the sandboxes' gate and session,
// and their stylesheet of forms, lists, tables and the modal). A separate entry so the public pages
// do not carry it.
import '../styles.css';
import './admin.css';

export { TokenGate } from './token-gate.tsx';
export type { TokenGateProps } from './token-gate.tsx';
export { AdminGate } from './admin-gate.tsx';
export type { AdminGateProps } from './admin-gate.tsx';
export { useAdminSession } from './use-admin-session.ts';
export type { AdminSession } from './use-admin-session.ts';
export { NumberField, TextField } from './form-fields.tsx';
export type { NumberFieldProps, TextFieldProps } from './form-fields.tsx';
export { Notice } from './notice.tsx';
export type { NoticeMessage } from './notice.tsx';
