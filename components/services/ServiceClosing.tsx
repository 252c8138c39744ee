import { CallToAction } from '@/components/sections/CallToAction';
import { caseStudiesOrNone } from '@/src/content/case-studies';
import { serviceProof } from '@/src/content/proof';
import { serviceClosing, type Service } from '@/src/content/services';
import { ServiceProof } from './ServiceProof';

/**
 * The end of a service page: the case studies chosen to prove it (a part the page can do without:
 * none when they cannot be read) and its own call to action.
 */
export async function ServiceClosing({ service }: { service: Service }) {
  const proof = serviceProof(await caseStudiesOrNone(), service.proof);
  const closing = serviceClosing(service);
  return (
    <>
      <ServiceProof projects={proof} />
      <CallToAction
        title={closing.title}
        text={closing.text}
        action="Start a conversation"
        secondary={closing.secondary}
      />
    </>
  );
}
