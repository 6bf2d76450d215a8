import { z } from "zod";

/** POST /api/auth/login and the login form (spec 5: phone at least 10, password at least 6). */
export const loginSchema = z
  .object({
    phoneNumber: z.string().min(10, { error: "Phone number must be at least 10 digits" }),
    password: z.string().min(6, { error: "Password must be at least 6 characters" }),
  })
  .strict();

export type LoginInput = z.infer<typeof loginSchema>;
