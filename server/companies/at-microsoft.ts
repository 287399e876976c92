// A customer company the partner adds must be its customer at Microsoft, or no order of it could ever be provisioned:
// its tenant is checked at Partner Center, or the customer is created there, as the partner chooses.
import { createHash } from 'node:crypto';
import { badRequest, HttpError } from '../http/errors';
import { PartnerCenterRefusal, type PartnerCenter } from '../partner-center/client';

/** The same request for the same tenant: a form sent twice creates one customer at Microsoft. */
const requestIdFor = (tenantId: string) => {
  const hex = createHash('sha256').update(`customer:${tenantId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const microsoftUnreachable = () =>
  new HttpError(503, 'Microsoft cannot be reached now: the customer was not added. Try again in a moment.', {
    code: 'microsoft_unreachable',
  });

/** Checks the tenant at Microsoft, or creates the customer there; answers the tenant id Microsoft holds. */
export async function confirmCustomerAtMicrosoft(
  partnerCenter: PartnerCenter,
  {
    tenantId,
    name,
    domain,
    atMicrosoft,
  }: { tenantId: string; name: string; domain: string | null; atMicrosoft: 'check' | 'create' },
) {
  try {
    if (atMicrosoft === 'check') {
      await partnerCenter.getCustomer(tenantId);
      return tenantId;
    }
    if (!domain) {
      throw badRequest('Creating the customer at Microsoft needs its domain (such as contoso.onmicrosoft.com)', {
        code: 'domain_needed_at_microsoft',
      });
    }
    const customer = await partnerCenter.createCustomer(
      { tenantId, companyName: name, domain },
      requestIdFor(tenantId),
    );
    return customer.companyProfile?.tenantId ?? customer.id;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof PartnerCenterRefusal) {
      throw atMicrosoft === 'check'
        ? badRequest(
            `Microsoft does not know the tenant ${tenantId} as your customer (${error.description}): check the tenant ID, or choose to create the customer at Microsoft`,
            { code: 'tenant_unknown_at_microsoft', params: { tenant: tenantId } },
          )
        : badRequest(`Microsoft did not create the customer: ${error.description}`, {
            code: 'customer_not_created_at_microsoft',
            params: { reason: error.description },
          });
    }
    throw microsoftUnreachable();
  }
}
