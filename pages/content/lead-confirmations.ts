// The success texts of the lead forms (docs/product/messages.md#toasts), verbatim: the toast and the form's own
// confirmation say the same words. Kept in a module of their own so the lazily loaded lead actions import
// three strings, not the page copy.
export const contactSentMessage = "Thank you! Your message has been received.";
export const newsletterSentMessage = "Successfully subscribed to newsletter!";
export const roiSentMessage = "ROI estimate saved! You'll receive updates on AI automation insights.";
