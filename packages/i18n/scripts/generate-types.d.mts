export declare const SOURCE_CATALOGUE: string;
export declare const GENERATED_FILE: string;
export declare function messageArguments(message: string): Map<string, string>;
export declare function renderMessageTypes(catalogue: Record<string, string>): string;
