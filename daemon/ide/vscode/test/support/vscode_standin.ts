// A stand-in of the part of VS Code's `vscode` module the extension uses, for its tests under
// node. It behaves as VS Code documents each call (@types/vscode 1.85): commands registered twice
// or run unregistered throw, configuration answers the package.json defaults unless a value is
// set, a diagnostic collection's set() replaces a file's list, withProgress runs the task with a
// cancellation token its cancel button fires. What the extension shows is recorded in `standin`,
// where a test reads it and presses buttons.
import { readFileSync } from "node:fs";
import { join } from "node:path";

type Listener<T> = (e: T) => unknown;

export class Disposable {
  static from(...items: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => items.forEach((i) => i.dispose()));
  }
  constructor(private readonly callOnDispose: () => unknown) {}
  dispose(): void {
    this.callOnDispose();
  }
}

export class EventEmitter<T> {
  private readonly listeners = new Set<Listener<T>>();
  readonly event = (listener: Listener<T>, thisArgs?: unknown, disposables?: Disposable[]): Disposable => {
    const bound: Listener<T> = (e) => listener.call(thisArgs, e);
    this.listeners.add(bound);
    const d = new Disposable(() => this.listeners.delete(bound));
    disposables?.push(d);
    return d;
  };
  fire(data: T): void {
    for (const l of [...this.listeners]) l(data);
  }
  dispose(): void {
    this.listeners.clear();
  }
}

export class CancellationTokenSource {
  private readonly emitter = new EventEmitter<void>();
  private cancelled = false;
  readonly token = {
    isCancellationRequested: false,
    onCancellationRequested: this.emitter.event,
  };
  cancel(): void {
    if (this.cancelled) return;
    this.cancelled = true;
    this.token.isCancellationRequested = true;
    this.emitter.fire();
  }
  dispose(): void {
    this.emitter.dispose();
  }
}

export class Position {
  constructor(readonly line: number, readonly character: number) {
    if (line < 0 || character < 0) throw new Error("Illegal argument: line and character must be non-negative");
  }
}

export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(startLine: number, startCharacter: number, endLine: number, endCharacter: number) {
    this.start = new Position(startLine, startCharacter);
    this.end = new Position(endLine, endCharacter);
  }
}

export enum DiagnosticSeverity { Error = 0, Warning = 1, Information = 2, Hint = 3 }
export enum StatusBarAlignment { Left = 1, Right = 2 }
export enum ProgressLocation { SourceControl = 1, Window = 10, Notification = 15 }

export class Diagnostic {
  source?: string;
  code?: string | number;
  constructor(public range: Range, public message: string, public severity: DiagnosticSeverity = DiagnosticSeverity.Error) {}
}

export class Uri {
  private constructor(readonly scheme: string, readonly path: string) {}
  static file(path: string): Uri {
    return new Uri("file", path);
  }
  get fsPath(): string {
    return this.path;
  }
  toString(): string {
    return `${this.scheme}://${this.path}`;
  }
}

export class OutputChannelStandin {
  lines: string[] = [];
  shown = 0;
  constructor(readonly name: string) {}
  append(value: string): void {
    this.lines.push(value);
  }
  appendLine(value: string): void {
    this.lines.push(value);
  }
  replace(value: string): void {
    this.lines = [value];
  }
  clear(): void {
    this.lines = [];
  }
  show(): void {
    this.shown++;
  }
  hide(): void {}
  dispose(): void {}
}

export class StatusBarItemStandin {
  text = "";
  tooltip: string | undefined;
  command: string | undefined;
  name: string | undefined;
  visible = false;
  disposed = false;
  constructor(readonly alignment: StatusBarAlignment, readonly priority: number | undefined) {}
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  dispose(): void {
    this.disposed = true;
    this.visible = false;
  }
}

export class DiagnosticCollectionStandin {
  readonly entries = new Map<string, readonly Diagnostic[]>();
  constructor(readonly name: string) {}
  set(uri: Uri, diagnostics: readonly Diagnostic[] | undefined): void {
    if (!diagnostics || diagnostics.length === 0) this.entries.delete(uri.toString());
    else this.entries.set(uri.toString(), [...diagnostics]);
  }
  delete(uri: Uri): void {
    this.entries.delete(uri.toString());
  }
  clear(): void {
    this.entries.clear();
  }
  get(uri: Uri): readonly Diagnostic[] | undefined {
    return this.entries.get(uri.toString());
  }
  has(uri: Uri): boolean {
    return this.entries.has(uri.toString());
  }
  dispose(): void {
    this.entries.clear();
  }
}

export interface ProgressStandin {
  title: string | undefined;
  location: ProgressLocation;
  cancellable: boolean;
  reports: { message?: string; increment?: number }[];
  done: boolean;
  /** presses the notification's cancel button (only a cancellable one has it) */
  cancel(): void;
}

export interface MessageStandin {
  severity: "information" | "warning" | "error";
  text: string;
  items: string[];
}

const configurationChanged = new EventEmitter<{ affectsConfiguration(section: string): boolean }>();

/** What the extension showed, and the test's controls. */
export const standin = {
  messages: [] as MessageStandin[],
  outputChannels: [] as OutputChannelStandin[],
  statusBarItems: [] as StatusBarItemStandin[],
  diagnosticCollections: [] as DiagnosticCollectionStandin[],
  progress: [] as ProgressStandin[],
  commands: new Map<string, (...args: unknown[]) => unknown>(),
  /** user values by full key ("rusteal.projectFolder"); absent keys answer the contributed default */
  values: new Map<string, unknown>(),
  defaults: new Map<string, unknown>(),
  workspaceFolders: undefined as { uri: Uri; name: string; index: number }[] | undefined,

  /** Reads contributes.configuration's defaults from an extension's package.json. */
  loadDefaults(extensionFolder: string): void {
    const manifest = JSON.parse(readFileSync(join(extensionFolder, "package.json"), "utf8"));
    for (const [key, schema] of Object.entries(manifest.contributes.configuration.properties as Record<string, { default?: unknown }>)) {
      this.defaults.set(key, schema.default);
    }
  },
  /** Sets (or with undefined, removes) a user value and fires onDidChangeConfiguration. */
  setConfiguration(key: string, value: unknown): void {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    configurationChanged.fire({ affectsConfiguration: (section: string) => key === section || key.startsWith(`${section}.`) });
  },
  setWorkspaceFolders(paths: string[]): void {
    this.workspaceFolders = paths.map((p, index) => ({ uri: Uri.file(p), name: p.split("/").pop() ?? p, index }));
  },
  lastMessage(): MessageStandin | undefined {
    return this.messages[this.messages.length - 1];
  },
};

function show(severity: MessageStandin["severity"]) {
  return (text: string, ...items: unknown[]): Promise<string | undefined> => {
    standin.messages.push({ severity, text, items: items.filter((i): i is string => typeof i === "string") });
    return Promise.resolve(undefined); // the user closed it without picking an item
  };
}

export const window = {
  createOutputChannel(name: string): OutputChannelStandin {
    const c = new OutputChannelStandin(name);
    standin.outputChannels.push(c);
    return c;
  },
  createStatusBarItem(alignment: StatusBarAlignment = StatusBarAlignment.Left, priority?: number): StatusBarItemStandin {
    const item = new StatusBarItemStandin(alignment, priority);
    standin.statusBarItems.push(item);
    return item;
  },
  withProgress<R>(
    options: { location: ProgressLocation; title?: string; cancellable?: boolean },
    task: (progress: { report(value: { message?: string; increment?: number }): void }, token: CancellationTokenSource["token"]) => Thenable<R>,
  ): Thenable<R> {
    const source = new CancellationTokenSource();
    const record: ProgressStandin = {
      title: options.title,
      location: options.location,
      cancellable: options.cancellable === true,
      reports: [],
      done: false,
      cancel() {
        if (!record.cancellable) throw new Error("this progress notification has no cancel button (cancellable was not set)");
        source.cancel();
      },
    };
    standin.progress.push(record);
    return Promise.resolve(task({ report: (v) => void record.reports.push(v) }, source.token)).finally(() => {
      record.done = true;
      source.dispose();
    });
  },
  showInformationMessage: show("information"),
  showWarningMessage: show("warning"),
  showErrorMessage: show("error"),
};

export const languages = {
  createDiagnosticCollection(name = ""): DiagnosticCollectionStandin {
    const c = new DiagnosticCollectionStandin(name);
    standin.diagnosticCollections.push(c);
    return c;
  },
};

export const commands = {
  registerCommand(command: string, callback: (...args: unknown[]) => unknown): Disposable {
    if (standin.commands.has(command)) throw new Error(`command '${command}' already exists`);
    standin.commands.set(command, callback);
    return new Disposable(() => standin.commands.delete(command));
  },
  async executeCommand<T>(command: string, ...rest: unknown[]): Promise<T> {
    const callback = standin.commands.get(command);
    if (!callback) throw new Error(`command '${command}' not found`);
    return (await callback(...rest)) as T;
  },
};

export const workspace = {
  get workspaceFolders() {
    return standin.workspaceFolders;
  },
  getConfiguration(section?: string) {
    const full = (key: string) => (section ? `${section}.${key}` : key);
    return {
      get<T>(key: string, defaultValue?: T): T | undefined {
        const k = full(key);
        if (standin.values.has(k)) return standin.values.get(k) as T;
        if (standin.defaults.has(k) && standin.defaults.get(k) !== undefined) return standin.defaults.get(k) as T;
        return defaultValue;
      },
      has(key: string): boolean {
        return standin.values.has(full(key)) || standin.defaults.has(full(key));
      },
    };
  },
  onDidChangeConfiguration: configurationChanged.event,
};
