// The Rusteal editor module: reinstancing replaced classes on hot reload (FReload, UnrealEd), the
// toolbar buttons that call rusteald, and the native parent of editor subsystems written in Rust.
using UnrealBuildTool;

public class RustealEditor : ModuleRules
{
	public RustealEditor(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;
		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject", "Engine", "EditorSubsystem" });
		PrivateDependencyModuleNames.AddRange(new string[] { "Rusteal", "UnrealEd", "ToolMenus", "Slate", "SlateCore" });
	}
}
