using UnrealBuildTool;

public class TP_BlankEditorTarget : TargetRules
{
	public TP_BlankEditorTarget(TargetInfo Target) : base(Target)
	{
		Type = TargetType.Editor;
		DefaultBuildSettings = BuildSettingsVersion.Latest;
		IncludeOrderVersion = EngineIncludeOrderVersion.Latest;
		ExtraModuleNames.Add("TP_Blank");
	}
}
