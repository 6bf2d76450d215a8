import { z } from "zod";

/** POST /api/auth/login and the login form (spec 5: phone at least 10, password at least 6). */
export const loginSchema = z
  .object({
    phoneNumber: z
      .string()
      .min(10, { error: "Phone number must be at least 10 digits" })
      .max(20, { error: "Phone number is too long" }),
    password: z
      .string()
      .min(6, { error: "Password must be at least 6 characters" })
      .max(200, { error: "Password is too long" }),
  })
  .strict();

export type LoginInput = z.infer<typeof loginSchema>;
