export declare const DEFAULT_CHROME_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
export declare const vitestNodeDefaults: {
  environment: 'node';
  include: string[];
  testTimeout: number;
  hookTimeout: number;
};
