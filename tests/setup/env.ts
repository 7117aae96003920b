// Tests run quietly and never read a developer's .env.
process.env.LOG_LEVEL ??= 'silent'
process.env.NODE_ENV = 'test'
import '../../app/i18n/all'
