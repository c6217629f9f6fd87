using UnrealBuildTool;

public class TP_FirstPersonTarget : TargetRules
{
	public TP_FirstPersonTarget(TargetInfo Target) : base(Target)
	{
		Type = TargetType.Game;
		DefaultBuildSettings = BuildSettingsVersion.Latest;
		IncludeOrderVersion = EngineIncludeOrderVersion.Latest;
		ExtraModuleNames.Add("TP_FirstPerson");
	}
}
