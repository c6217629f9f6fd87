// The Rusteal runtime module. Installing it (`rusteal setup`) copies plugin_runtime/abi and plugin_runtime/host
// into Source/Rusteal/Host (the ABI header, the engine-independent library host and its daemon
// link, all standard C++ without exceptions), which this module compiles with its own sources.
using System.IO;
using UnrealBuildTool;

public class Rusteal : ModuleRules
{
	public Rusteal(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;
		PublicIncludePaths.Add(Path.Combine(ModuleDirectory, "Host", "abi"));
		PublicIncludePaths.Add(Path.Combine(ModuleDirectory, "Host", "host", "include"));
		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject", "Engine" });
		PrivateDependencyModuleNames.AddRange(new string[] { "Projects", "UMG", "Slate", "SlateCore", "EnhancedInput", "InputCore" });
		// The engine's version, for editor/attach.
		PrivateDefinitions.Add("RUSTEAL_PLUGIN_VERSION=1000");
	}
}
