import { PackageMatrix } from "../../../ui/sections/package-matrix";
import { packageMatrixContent } from "../../content/home-offer";

export default function ServicesPackages() {
  return <PackageMatrix {...packageMatrixContent} />;
}
