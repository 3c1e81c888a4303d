// A rule a store refused, with the code and input field Shopify names; each wing writes it in its own wire format.
export interface Problem {
  code: string;
  field: string[] | null;
  message: string;
}

export function problem(code: string, field: (string | number)[] | null, message: string): Problem {
  return { code, field: field ? field.map(String) : null, message };
}
