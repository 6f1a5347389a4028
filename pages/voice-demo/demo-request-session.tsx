import * as React from "react";
import { DemoDetailsDialog, type DemoDetails } from "../../ui/sections/demo-call-card/demo-details-dialog";
import { demoRequestedMessages } from "../content/demo-request";
import { demoRequestDetailsContent } from "../content/home-story";
import { useLeadActions } from "../leads/use-lead-actions";

export type DemoRequestSessionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request is stored: the card shows this confirmation (what happens next). */
  onRequested: (confirmation: string) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The demo request where no live call can start (this module is fetched by the card's first click): the same
 * details dialog, stored as a phone request that the assistant or the team rings (docs/product/phone-callbacks.md).
 */
export function DemoRequestSession({ open, onOpenChange, onRequested, onCloseAutoFocus }: DemoRequestSessionProps) {
  const leads = useLeadActions();
  const { prepareDemoCallBack } = leads;
  // The human check solves while the visitor types (docs/product/phone-callbacks.md#human-check).
  React.useEffect(() => {
    if (open) prepareDemoCallBack();
  }, [open, prepareDemoCallBack]);
  const submit = async (details: DemoDetails) => {
    const result = await leads.requestDemoCallBack(details);
    if (result.ok) onRequested(result.message ?? demoRequestedMessages.team);
    return result;
  };
  return (
    <DemoDetailsDialog
      copy={demoRequestDetailsContent}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
