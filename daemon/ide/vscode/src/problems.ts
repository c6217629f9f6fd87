// The Problems panel: each job/diagnostic of the project's builds becomes a diagnostic at its file,
// line and column; the next build of the project clears them.
import * as vscode from "vscode";
import type { JobDiagnosticParams } from "../../../../rpc_schema/typings/rusteal-protocol";

export class Problems implements vscode.Disposable {
  private readonly byFile = new Map<string, vscode.Diagnostic[]>();

  constructor(private readonly collection: vscode.DiagnosticCollection) {}

  /** Adds one compiler diagnostic. One the compiler gave no file (a linker error, say) has no place
   * in the panel: it stays in the output channel, where its job/output line is. */
  add(d: JobDiagnosticParams): void {
    if (!d.file) return;
    // The daemon's positions are 1-based, 0 when unknown; VS Code's are 0-based.
    const line = Math.max(d.line - 1, 0);
    const column = Math.max(d.column - 1, 0);
    const diagnostic = new vscode.Diagnostic(
      new vscode.Range(line, column, line, column),
      d.message,
      d.severity === "error" ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning,
    );
    diagnostic.source = d.source === "cargo" ? `rustc (${d.library})` : "ubt";
    const list = this.byFile.get(d.file) ?? [];
    list.push(diagnostic);
    this.byFile.set(d.file, list);
    this.collection.set(vscode.Uri.file(d.file), list);
  }

  clear(): void {
    this.byFile.clear();
    this.collection.clear();
  }

  get count(): number {
    let n = 0;
    for (const list of this.byFile.values()) n += list.length;
    return n;
  }

  dispose(): void {
    this.collection.dispose();
  }
}
