import { DemoDetailsDialog } from "../../ui/sections/demo-call-card/demo-details-dialog";
import type { DemoDetails } from "../../ui/sections/demo-call-card/demo-details-validation";
import { demoRequestDetailsContent } from "../content/home-story";
import { useLeadActions } from "../leads/use-lead-actions";

export type DemoRequestSessionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request is stored: the card shows its confirmation. */
  onRequested: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/**
 * The demo request where no live call can start (this module is fetched by the card's first click): the same
 * details dialog, stored as a 'requested' call that the team places later.
 */
export function DemoRequestSession({ open, onOpenChange, onRequested, onCloseAutoFocus }: DemoRequestSessionProps) {
  const leads = useLeadActions();
  const submit = async (details: DemoDetails) => {
    const result = await leads.requestDemoCallBack(details);
    if (result.ok) onRequested();
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
