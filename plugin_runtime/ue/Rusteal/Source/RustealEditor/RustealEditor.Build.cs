// The Rusteal editor module: reinstancing replaced classes on hot reload (FReload, UnrealEd) and
// the toolbar buttons that call rusteald.
using UnrealBuildTool;

public class RustealEditor : ModuleRules
{
	public RustealEditor(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;
		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject", "Engine" });
		PrivateDependencyModuleNames.AddRange(new string[] { "Rusteal", "UnrealEd", "ToolMenus", "Slate", "SlateCore" });
	}
}
