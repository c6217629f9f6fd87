using UnrealBuildTool;

public class TP_VehicleAdvEditorTarget : TargetRules
{
	public TP_VehicleAdvEditorTarget(TargetInfo Target) : base(Target)
	{
		Type = TargetType.Editor;
		DefaultBuildSettings = BuildSettingsVersion.Latest;
		IncludeOrderVersion = EngineIncludeOrderVersion.Latest;
		ExtraModuleNames.Add("TP_VehicleAdv");
	}
}
