/** Every route module the API serves, with its service family (the server mounts it under the family prefix). */
import type { RouteModule } from '../http/app-types.ts';
import applePayRoutes from './apple-pay.routes.ts';
import bankingRoutes from './banking.routes.ts';
import brandingRoutes from './branding.routes.ts';
import capabilitiesRoutes from './capabilities.routes.ts';
import cartRoutes from './cart.routes.ts';
import causesRoutes from './causes.routes.ts';
import cmsRoutes from './cms.routes.ts';
import communicationPreferencesRoutes from './communication-preferences.routes.ts';
import configRoutes from './config.routes.ts';
import consentsRoutes from './consents.routes.ts';
import customerRoutes from './customer.routes.ts';
import customerDetailsRoutes from './customer-details.routes.ts';
import depositPurchaseRoutes from './deposit-purchase.routes.ts';
import discoveryRoutes from './discovery.routes.ts';
import drawVerificationRoutes from './draw-verification.routes.ts';
import drawsRoutes from './draws.routes.ts';
import emailConfirmationRoutes from './email-confirmation.routes.ts';
import favouritesRoutes from './favourites.routes.ts';
import fundsRoutes from './funds.routes.ts';
import healthRoutes from './health.routes.ts';
import identityRoutes from './identity.routes.ts';
import licenceConfigRoutes from './licence-config.routes.ts';
import limitsRoutes from './limits.routes.ts';
import locateRoutes from './locate.routes.ts';
import migrationRoutes from './migration.routes.ts';
import opsRoutes from './ops.routes.ts';
import opsBankingRoutes from './ops-banking.routes.ts';
import ordersRoutes from './orders.routes.ts';
import passwordsRoutes from './passwords.routes.ts';
import paypalRoutes from './paypal.routes.ts';
import productOffersRoutes from './product-offers.routes.ts';
import rafflesRoutes from './raffles.routes.ts';
import resultsRoutes from './results.routes.ts';
import sessionsRoutes from './sessions.routes.ts';
import statementsRoutes from './statements.routes.ts';
import twoFactorRoutes from './two-factor.routes.ts';
import verificationRoutes from './verification.routes.ts';
import walletRoutes from './wallet.routes.ts';
import webhooksRoutes from './webhooks.routes.ts';
import winnersRoutes from './winners.routes.ts';

export const routeModules: RouteModule[] = [
  { family: 'root', plugin: discoveryRoutes },
  { family: 'root', plugin: healthRoutes },
  { family: 'platform', plugin: configRoutes },
  { family: 'platform', plugin: capabilitiesRoutes },
  { family: 'platform', plugin: brandingRoutes },
  { family: 'platform', plugin: locateRoutes },
  { family: 'platform', plugin: productOffersRoutes },
  { family: 'platform', plugin: causesRoutes },
  { family: 'platform', plugin: drawsRoutes },
  { family: 'platform', plugin: resultsRoutes },
  { family: 'platform', plugin: winnersRoutes },
  { family: 'platform', plugin: drawVerificationRoutes },
  { family: 'platform', plugin: identityRoutes },
  { family: 'platform', plugin: customerRoutes },
  { family: 'platform', plugin: favouritesRoutes },
  { family: 'platform', plugin: customerDetailsRoutes },
  { family: 'platform', plugin: communicationPreferencesRoutes },
  { family: 'platform', plugin: passwordsRoutes },
  { family: 'platform', plugin: twoFactorRoutes },
  { family: 'platform', plugin: consentsRoutes },
  { family: 'platform', plugin: migrationRoutes },
  { family: 'platform', plugin: sessionsRoutes },
  { family: 'platform', plugin: emailConfirmationRoutes },
  { family: 'platform', plugin: walletRoutes },
  { family: 'platform', plugin: fundsRoutes },
  { family: 'platform', plugin: bankingRoutes },
  { family: 'platform', plugin: paypalRoutes },
  { family: 'platform', plugin: applePayRoutes },
  { family: 'platform', plugin: depositPurchaseRoutes },
  { family: 'root', plugin: webhooksRoutes },
  { family: 'platform', plugin: cartRoutes },
  { family: 'platform', plugin: ordersRoutes },
  { family: 'platform', plugin: limitsRoutes },
  { family: 'platform', plugin: statementsRoutes },
  { family: 'platform', plugin: rafflesRoutes },
  { family: 'platform', plugin: verificationRoutes },
  { family: 'customer-verify', plugin: licenceConfigRoutes },
  { family: 'cms', plugin: cmsRoutes },
  { family: 'ops', plugin: opsRoutes },
  { family: 'ops', plugin: opsBankingRoutes },
];
