// What the browser may use of core/notifications: constants, rules and views without I/O (index.ts re-exports them).
export {
  confirmEmailMessage,
  passwordChangedMessage,
  passwordResetMessage,
} from './email-templates/account-emails.view'
export { renderEmail } from './email-templates/email-layout.view'
export type { MailLocale, RenderedEmail } from './email-templates/email-layout.view'
