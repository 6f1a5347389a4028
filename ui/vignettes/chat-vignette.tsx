import { MessageSquareText } from "lucide-react";
import { cn } from "../lib/cn";
import { VignetteFrame } from "./vignette-frame";

export type ChatVignetteCopy = {
  label: string;
  title: string;
  status: string;
  messages: readonly { from: "attendee" | "assistant"; text: string }[];
  /** Suggested replies under the last answer. */
  suggestions: readonly string[];
};

/** A website chatbot answering an attendee, mid-conversation, with the assistant typing its next line. */
export function ChatVignette({ copy, className }: { copy: ChatVignetteCopy; className?: string }) {
  return (
    <VignetteFrame
      label={copy.label}
      title={copy.title}
      status={copy.status}
      icon={<MessageSquareText />}
      className={className}
    >
      <ol className="flex flex-col gap-2.5 text-[13px] leading-snug">
        {copy.messages.map((message, index) => (
          <li
            key={index}
            className={cn(
              "max-w-[85%] rounded-2xl px-3 py-2",
              message.from === "attendee"
                ? "self-end rounded-br-md bg-primary text-primary-foreground"
                : "self-start rounded-bl-md bg-muted text-foreground",
            )}
          >
            {message.text}
          </li>
        ))}
        <li className="flex gap-1 self-start rounded-2xl rounded-bl-md bg-muted px-3 py-2.5">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              style={{ animationDelay: `${delay}ms` }}
              className="size-1.5 rounded-full bg-muted-foreground/60 motion-safe:animate-bounce"
            />
          ))}
        </li>
      </ol>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {copy.suggestions.map((suggestion) => (
          <span key={suggestion} className="rounded-full border border-primary/30 px-2.5 py-1 text-xs text-primary">
            {suggestion}
          </span>
        ))}
      </div>
    </VignetteFrame>
  );
}
