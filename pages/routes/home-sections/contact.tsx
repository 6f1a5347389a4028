import { ContactForm } from "../../../ui/sections/contact-form";
import { contactFormContent } from "../../content/home-offer";
import { useLeadActions } from "../../leads/use-lead-actions";

export default function HomeContact() {
  const leads = useLeadActions();
  return <ContactForm {...contactFormContent} onSubmit={leads.submitContact} />;
}
