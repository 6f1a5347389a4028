import { ServiceSuite } from "../../../ui/sections/service-suite";
import { CallVignette, ChatVignette, OutreachVignette, RegistrationVignette } from "../../../ui/vignettes";
import { serviceSuiteContent } from "../../content/home-offer";
import { callVignette, chatVignette, outreachVignette, registrationVignette } from "../../content/vignettes";

/** Each service panel's picture of it at work. */
const serviceVisuals = {
  chatbot: <ChatVignette copy={chatVignette} />,
  outreach: <OutreachVignette copy={outreachVignette} />,
  voice: <CallVignette copy={callVignette} />,
  website: <RegistrationVignette copy={registrationVignette} />,
};

export default function HomeServices() {
  return <ServiceSuite {...serviceSuiteContent} visuals={serviceVisuals} />;
}
