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

		// The game library's generated wrappers (Generated/, written by `rusteal build --all`; an
		// empty table by `rusteal setup`) and the engine modules they call into.
		PrivateIncludePaths.Add(Path.Combine(ModuleDirectory, "Generated"));
		string Deps = Path.Combine(ModuleDirectory, "Generated", "module_deps.txt");
		if (File.Exists(Deps))
		{
			foreach (string Line in File.ReadAllLines(Deps))
			{
				string Name = Line.Trim();
				if (Name.Length > 0 && Name != "Rusteal" && !PublicDependencyModuleNames.Contains(Name) && !PrivateDependencyModuleNames.Contains(Name))
				{
					PrivateDependencyModuleNames.Add(Name);
				}
			}
		}

		// The game's Rust library goes with a packaged game (staged from the plugin's Binaries/).
		string Platform = Target.Platform.ToString();
		string Library = Target.Platform == UnrealTargetPlatform.Win64 ? "rusteal.dll"
			: Target.Platform == UnrealTargetPlatform.Mac ? "librusteal.dylib" : "librusteal.so";
		if (File.Exists(Path.Combine(PluginDirectory, "Binaries", Platform, Library)))
		{
			RuntimeDependencies.Add(Path.Combine("$(PluginDir)", "Binaries", Platform, Library));
		}
	}
}
