import { ClientQuote } from "../../../ui/sections/client-quote";
import { clientQuoteContent } from "../../content/home-story";

export default function HomeClientQuote() {
  return <ClientQuote {...clientQuoteContent} />;
}
