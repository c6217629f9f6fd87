// The RustealGenerator module: empty on purpose. UHT exporters name a module
// (UhtExporter.ModuleName = "RustealGenerator"); that module must be in UHT's manifest for UHT to
// know where the exporter's output goes. This module exists to be that anchor.
using UnrealBuildTool;

public class RustealGenerator : ModuleRules
{
	public RustealGenerator(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;
		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject" });
	}
}
