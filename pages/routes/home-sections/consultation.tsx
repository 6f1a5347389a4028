import { ConsultationCta } from "../../../ui/sections/consultation-cta";
import { consultationContent } from "../../content/home-offer";

export default function HomeConsultation() {
  return <ConsultationCta {...consultationContent} />;
}
