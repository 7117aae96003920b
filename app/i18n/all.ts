/** Registers every catalogue in both locales: imported once by each server-side bundle and by the tests. */
import { registerMessages } from '.'
import { en } from './en'
import { esCO } from './es-CO'

registerMessages('es-CO', esCO)
registerMessages('en', en)
