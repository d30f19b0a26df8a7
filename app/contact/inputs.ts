import { z } from "~/lib/zod";
import { emailField } from "~/lib/email-field";

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "collaboration", label: "Collaboration Opportunity" },
  { value: "wisdom-sharing", label: "Wisdom Sharing" },
  { value: "technical", label: "Technical Support" },
  { value: "feedback", label: "Feedback & Suggestions" },
  { value: "learning", label: "Learning Exchange" },
  { value: "other", label: "Other" },
] as const;

export const CONTACT_MESSAGE_MAX = 5000;

export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Please keep your name under 100 characters."),
  email: emailField,
  subject: z.enum(CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]], { error: "Please choose a subject." }),
  message: z
    .string({ error: "Please write your message." })
    .trim()
    .min(1, "Please write your message.")
    .max(CONTACT_MESSAGE_MAX, `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
