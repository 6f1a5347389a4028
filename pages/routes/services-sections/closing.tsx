import { CtaBand } from "../../../ui/sections/cta-band";
import { servicesPage } from "../../content/pages";
import { ServicesActions } from "./actions";

export default function ServicesClosing() {
  const { cta } = servicesPage;
  return (
    <CtaBand title={cta.title} intro={cta.intro} hosts={cta.hosts}>
      <ServicesActions schedule={cta.schedule} contact={cta.contact} tone="brand" />
    </CtaBand>
  );
}
