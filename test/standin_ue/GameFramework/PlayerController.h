// Stand-in for Unreal 5.8's GameFramework/PlayerController.h (Engine), transcribed from the real
// header: the class and every UFUNCTION the generator binds (92 with the probe configuration),
// declared as the real header declares them, overloads included (GetMousePosition and the other
// float/double pairs, the two SetCinematicMode, GetHUD and its template; the HUD's two bind once the
// stand-in engine reflects AHUD). Its other base, IWorldPartitionStreamingSourceProvider,
// is not reflected by the fixture and left out. Defaults built from engine constants are spelled
// with the stand-in structs' default constructors (ClientSetCameraFade). Declarations only.
#pragma once
#include "CoreMinimal.h"
#include "InputCoreTypes.h"
#include "Containers/EnumAsByte.h"
#include "Engine/EngineTypes.h"
#include "Engine/HitResult.h"
#include "GenericPlatform/ICursor.h"
#include "Templates/SubclassOf.h"
#include "UObject/ObjectPtr.h"
#include "GameFramework/Controller.h"

class AHUD;
class APawn;
class UPlayerInput;
class USceneComponent;
class UUserWidget;
struct FPlatformUserId;

class APlayerController : public AController
{
public:
	TObjectPtr<UPlayerInput> PlayerInput;
	void ClientSetSpectatorWaiting(bool bWaiting);
	void ClientSetHUD(TSubclassOf<AHUD> NewHUDClass);
	AHUD* GetHUD() const;
	template<class T>
	T* GetHUD() const;
	UE_DEPRECATED(5.0, "GetDeprecatedInputYawScale is deprecated, please use the Enhanced Input plugin Scalar Modifier instead.")
	float GetDeprecatedInputYawScale() const;
	UE_DEPRECATED(5.0, "GetDeprecatedInputPitchScale is deprecated, please use the Enhanced Input plugin Scalar Modifier instead.")
	float GetDeprecatedInputPitchScale() const;
	UE_DEPRECATED(5.0, "GetDeprecatedInputRollScale is deprecated, please use the Enhanced Input plugin Scalar Modifier instead.)")
	float GetDeprecatedInputRollScale() const;
	UE_DEPRECATED(5.0, "SetDeprecatedInputYawScale is deprecated, please use the Enhanced Input plugin Scalar Modifier instead.")
	void SetDeprecatedInputYawScale(float NewValue);
	UE_DEPRECATED(5.0, "SetDeprecatedInputPitchScale is deprecated, please use the Enhanced Input plugin Scalar Modifier instead.")
	void SetDeprecatedInputPitchScale(float NewValue);
	UE_DEPRECATED(5.0, "SetDeprecatedInputRollScale is deprecated, please use the Enhanced Input plugin Scalar Modifier instead.)")
	void SetDeprecatedInputRollScale(float NewValue);
	uint32 bShowMouseCursor : 1;
	uint32 bEnableClickEvents : 1;
	uint32 bEnableTouchEvents : 1;
	uint32 bEnableMouseOverEvents : 1;
	uint32 bEnableTouchOverEvents : 1;
	void SetMotionControlsEnabled(bool bEnabled);
	virtual void EnableCheats();
	virtual void FOV(float NewFOV);
	virtual void RestartLevel();
	virtual void LocalTravel(const FString& URL);
	void ServerExec(const FString& Msg);
	virtual void ClientReturnToMainMenuWithTextReason(const FText& ReturnReason);
	virtual void ClientRepObjRef(UObject* Object);
	virtual void Pause();
	virtual void SetName(const FString& S);
	virtual void SwitchLevel(const FString& URL);
	virtual void SetCinematicMode(bool bInCinematicMode, bool bAffectsMovement, bool bAffectsTurning);
	TEnumAsByte<EMouseCursor::Type> DefaultMouseCursor;
	TEnumAsByte<EMouseCursor::Type> CurrentMouseCursor;
	bool GetHitResultUnderCursorByChannel(ETraceTypeQuery TraceChannel, bool bTraceComplex, FHitResult& HitResult) const;
	bool GetHitResultUnderFingerByChannel(ETouchIndex::Type FingerIndex, ETraceTypeQuery TraceChannel, bool bTraceComplex, FHitResult& HitResult) const;
	bool GetHitResultUnderCursorForObjects(const TArray<TEnumAsByte<EObjectTypeQuery> > & ObjectTypes, bool bTraceComplex, FHitResult& HitResult) const;
	bool GetHitResultUnderFingerForObjects(ETouchIndex::Type FingerIndex, const  TArray<TEnumAsByte<EObjectTypeQuery> > & ObjectTypes, bool bTraceComplex, FHitResult& HitResult) const;
	void SetMouseCursorWidget(EMouseCursor::Type Cursor, class UUserWidget* CursorWidget);
	bool DeprojectMousePositionToWorld(FVector& WorldLocation, FVector& WorldDirection) const;
	bool DeprojectScreenPositionToWorld(float ScreenX, float ScreenY, FVector& WorldLocation, FVector& WorldDirection) const;
	bool ProjectWorldLocationToScreen(FVector WorldLocation, FVector2D& ScreenLocation, bool bPlayerViewportRelative = false) const;
	void SetMouseLocation(const int X, const int Y);
	virtual bool IsStreamingSourceEnabled() const;
	virtual bool StreamingSourceShouldActivate() const;
	virtual bool StreamingSourceShouldBlockOnSlowStreaming() const;
	virtual void GetStreamingSourceLocationAndRotation(FVector& OutLocation, FRotator& OutRotation) const;
	virtual void StartFire(uint8 FireModeNum = 0);
	virtual void ClientEnableNetworkVoice(bool bEnable);
	virtual void ToggleSpeaking(bool bInSpeaking);
	virtual void ClientVoiceHandshakeComplete();
	virtual void ConsoleKey(FKey Key);
	virtual void SendToConsole(const FString& Command);
	void ClientAddTextureStreamingLoc(FVector InLoc, float Duration, bool bOverrideLocation);
	void ClientCancelPendingMapChange();
	void ClientCapBandwidth(int32 Cap);
	void ClientCommitMapChange();
	void ClientFlushLevelStreaming();
	void ClientForceGarbageCollection();
	void ClientGameEnded(class AActor* EndGameFocus, bool bIsWinner);
	void ClientGotoState(FName NewState);
	void ClientIgnoreLookInput(bool bIgnore);
	void ClientIgnoreMoveInput(bool bIgnore);
	void ClientMessage(const FString& S, FName Type = NAME_None, float MsgLifeTime = 0.f);
	void ClientPrepareMapChange(FName LevelName, bool bFirst, bool bLast);
	void ClientPrestreamTextures(class AActor* ForcedActor, float ForceDuration, bool bEnableStreaming, int32 CinematicTextureGroups = 0);
	void ClientReset();
	void ClientRestart(class APawn* NewPawn);
	void ClientSetBlockOnAsyncLoading();
	void ClientSetCameraFade(bool bEnableFading, FColor FadeColor = FColor(), FVector2D FadeAlpha = FVector2D(), float FadeTime = 0, bool bFadeAudio = false, bool bHoldWhenFinished = false);
	void ClientSetCameraMode(FName NewCamMode);
	void ClientSetCinematicMode(bool bInCinematicMode, bool bAffectsMovement, bool bAffectsTurning, bool bAffectsHUD);
	void GetViewportSize(int32& SizeX, int32& SizeY) const;
	void ClientSpawnGenericCameraLensEffect(TSubclassOf<class AActor> LensEffectEmitterClass);
	virtual void ClientClearCameraLensEffects();
	virtual void SetDisableHaptics(bool bNewDisabled);
	void SetControllerLightColor(FColor Color);
	void ResetControllerLightColor();
	void SetControllerDeadZones(const float LeftDeadZone, const float RightDeadZone);
	void ResetControllerDeadZones();
	void SetControllerTriggerReleaseThresholds(const float LeftThreshold, const float RightThreshold);
	void ResetControllerTriggerReleaseThresholds();
	void SetControllerGyroAutoCalibration(bool bEnabled);
	void ClientWasKicked(const FText& KickReason);
	void ClientStartOnlineSession();
	void ClientEndOnlineSession();
	void ClientRetryClientRestart(class APawn* NewPawn);
	virtual void AddPitchInput(float Val);
	virtual void AddYawInput(float Val);
	virtual void AddRollInput(float Val);
	bool IsInputKeyDown(FKey Key) const;
	bool WasInputKeyJustPressed(FKey Key) const;
	bool WasInputKeyJustReleased(FKey Key) const;
	float GetInputAnalogKeyState(FKey Key) const;
	FVector GetInputVectorKeyState(FKey Key) const;
	void GetInputTouchState(ETouchIndex::Type FingerIndex, float& LocationX, float& LocationY, bool& bIsCurrentlyPressed) const;
	void GetInputTouchState(ETouchIndex::Type FingerIndex, double& LocationX, double& LocationY, bool& bIsCurrentlyPressed) const;
	void GetInputMotionState(FVector& Tilt, FVector& RotationRate, FVector& Gravity, FVector& Acceleration) const;
	bool GetMousePosition(float& LocationX, float& LocationY) const;
	bool GetMousePosition(double& LocationX, double& LocationY) const;
	float GetInputKeyTimeDown(FKey Key) const;
	void GetInputMouseDelta(float& DeltaX, float& DeltaY) const;
	void GetInputMouseDelta(double& DeltaX, double& DeltaY) const;
	virtual void SetVirtualJoystickVisibility(bool bVisible);
	virtual void Camera(FName NewMode);
	TSubclassOf<UPlayerInput> GetOverridePlayerInputClass() const;
	FPlatformUserId GetPlatformUserId() const;
	virtual void GetPlayerViewPoint(FVector& out_Location, FRotator& out_Rotation) const override;
	void SetAudioListenerOverride(USceneComponent* AttachToComponent, FVector Location, FRotator Rotation);
	void ClearAudioListenerOverride();
	void SetAudioListenerAttenuationOverride(USceneComponent* AttachToComponent, FVector AttenuationLocationOVerride);
	void ClearAudioListenerAttenuationOverride();
	virtual bool CanRestartPlayer();
	virtual void SetCinematicMode(bool bInCinematicMode, bool bHidePlayer, bool bAffectsHUD, bool bAffectsMovement, bool bAffectsTurning);
	bool IsPrimaryPlayer() const;
	void OnServerStartedVisualLogger(bool bIsLogging);
	virtual FVector GetFocalLocation() const;
	void ClientAckTimeDilation(float TimeDilation, int32 ServerStep);
};
